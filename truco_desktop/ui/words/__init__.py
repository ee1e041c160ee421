"""The interface's words: every sentence, label and name the player reads, in his
language (Qt's translation functions), and the presentation table that says how each
variant looks and speaks. No widgets here: a test reads them without a window."""
