"""The game's side of network tables: the protocol on a Qt socket (a table on the local
network), over TLS WebSockets (a club's tables), and the señas as a network seat sees them."""
