"""Game-agnostic view helpers: they return markup strings and never touch the DOM."""
