"""The match score's logistic regression (verifier.py) and its calibration on questions of
hidden topics (bound.py), written by `dualtrack train cache-verifier`; features in
`verifier.FEATURES` order. CALIBRATION_RIGHT / _WRONG: nearest answers right and wrong by
score, in bins of 0.005 from 0.6."""

COEFFICIENTS = (4.1918, 3.93281, 2.48283, 2.92179, -2.35164, 0.01094, 0.12367, 0.32955)
INTERCEPT = -6.45288
CALIBRATION_RIGHT = (15, 22, 14, 22, 20, 18, 33, 33, 22, 18, 15, 18, 21, 22, 24, 27, 22, 20, 23, 27, 32, 29, 37, 25, 27, 39, 41, 38, 27, 37, 46, 34, 45, 36, 31, 31, 40, 40, 51, 56, 41, 40, 45, 49, 44, 46, 56, 67, 63, 48, 56, 71, 75, 72, 69, 79, 73, 77, 86, 96, 88, 87, 111, 111, 116, 141, 166, 143, 185, 189, 171, 179, 202, 199, 184, 133, 74, 33, 0, 0, 0)
CALIBRATION_WRONG = (14, 12, 11, 14, 13, 16, 11, 17, 18, 14, 13, 20, 7, 19, 15, 6, 13, 16, 9, 16, 11, 11, 15, 14, 19, 10, 17, 17, 18, 8, 9, 12, 14, 10, 9, 13, 11, 14, 12, 4, 7, 10, 5, 8, 3, 12, 6, 6, 11, 6, 11, 11, 13, 9, 5, 3, 5, 5, 5, 5, 4, 13, 6, 8, 2, 3, 4, 4, 5, 5, 2, 0, 2, 0, 0, 2, 0, 0, 0, 0, 0)
