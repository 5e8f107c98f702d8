"""Black Forest's one catalogue of player-facing words, in every language the page offers
(lang_en.py, lang_de.py: the same keys and fields). `tr(key, **fields)` fills one in, in
the page's language; a dict entry holds plural forms chosen by `n`."""

from __future__ import annotations

from ..common.i18n import Catalogue, language
from .lang_de import DE
from .lang_de import STYLE as DE_STYLE
from .lang_en import EN
from .lang_en import STYLE as EN_STYLE

tr = Catalogue("blackforest", {"en": EN, "de": DE})
# Each language's ways of building sentences (see STYLE in lang_en.py): data, so a new
# language adds its catalogue and its STYLE here and no code.
STYLES = {"en": EN_STYLE, "de": DE_STYLE}


def style(key: str):
    """One of the page's language's ways of building sentences (English's if it has none)."""
    return STYLES.get(language(), EN_STYLE)[key]


__all__ = ["STYLES", "language", "style", "tr"]
