"""The Qt interface: the table, its model and the widgets around it.

``models.game_model.GameModel`` forwards to the play layer's ``Session`` (which holds the
engine's ``Match``, the truth) and turns what it reports into signals; the scene and the
widgets read it and emit intent. Only ``truco_desktop.app`` imports this package.
"""
