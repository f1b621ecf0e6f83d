"""`python -m dualtrack.cli ...`: the command line (the services' manager starts the drift monitor so)."""

from . import main

main()
