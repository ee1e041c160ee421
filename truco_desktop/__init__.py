"""truco-desktop: Truco against computer players, offline."""
