# Loading this file puts tests/ on the import path (pytest's default "prepend" import
# mode), so that every game's view tests can share `viewhelp.py`.
