"""``python -m spelbord.cli``: the ``spelbord`` command without its script."""
from . import main

main(prog_name="spelbord")
