"""The felt: a QGraphicsScene with cards, seats, bubbles and the event director."""
