# Loading this file puts tests/ on the import path (pytest's default "prepend" import
# mode), so that every game's view tests can share `viewhelp.py`.

import pytest

from glasshut.ui.messages import set_language


@pytest.fixture
def german():
    """The message catalogue in German for one test, English again after it."""
    set_language("de")
    yield
    set_language("en")
