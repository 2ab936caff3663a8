"""``python -m spelbord``: the ``spelbord`` command."""
from .cli import main

main(prog_name="spelbord")
