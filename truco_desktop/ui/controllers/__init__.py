"""What drives the table between the model and the widgets: the director's queue of
events, the session with its signals, the coach, the señas, the leaderboard's client and
the progress recorder. Each listens to a table model and tells widgets what to show."""
