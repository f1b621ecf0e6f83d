"""Training data and training runs for the classifier (`dualtrack train classifier`)."""
