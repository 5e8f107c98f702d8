"""Black Forest's one catalogue of player-facing words, in every language the page offers
(lang_en.py, lang_de.py: the same keys and fields). `tr(key, **fields)` fills one in, in
the page's language; a dict entry holds plural forms chosen by `n`."""

from __future__ import annotations

from ..common.i18n import Catalogue, language
from .lang_de import DE
from .lang_en import EN

tr = Catalogue("blackforest", {"en": EN, "de": DE})

__all__ = ["language", "tr"]
