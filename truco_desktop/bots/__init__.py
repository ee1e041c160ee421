"""Computer players: they see only their seat's view (``engine.view.SeatView``)."""
