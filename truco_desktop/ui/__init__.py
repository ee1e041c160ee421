"""The Qt interface: the table, its model and the widgets around it.

``models.game_model.GameModel`` wraps the engine's ``Match`` (the truth); the scene and
the widgets read it and emit intent. Only ``truco_desktop.app`` imports this package.
"""
