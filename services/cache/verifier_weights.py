"""The match score's logistic regression (verifier.py) and its calibration on questions of
hidden topics (bound.py), written by `dualtrack train cache-verifier`; features in
`verifier.FEATURES` order. CALIBRATION_RIGHT / _WRONG: nearest answers right and wrong by
score, in bins of 0.005 from 0.6."""

COEFFICIENTS = (3.78489, 3.69333, 2.45247, 2.60654, -2.32513, -0.03219, 0.2478)
INTERCEPT = -5.94224
CALIBRATION_RIGHT = (28, 18, 24, 16, 16, 23, 20, 30, 21, 14, 17, 14, 20, 27, 23, 17, 25, 16, 18, 34, 29, 25, 27, 37, 25, 26, 36, 45, 47, 32, 30, 32, 46, 32, 32, 33, 39, 47, 39, 35, 44, 40, 48, 44, 41, 46, 38, 76, 49, 55, 60, 73, 57, 66, 54, 63, 77, 66, 90, 74, 69, 94, 103, 117, 116, 152, 126, 147, 165, 145, 159, 153, 171, 163, 124, 55, 40, 1, 0, 0, 0)
CALIBRATION_WRONG = (11, 16, 10, 13, 17, 19, 16, 11, 14, 8, 13, 17, 10, 13, 16, 14, 16, 12, 12, 13, 15, 7, 7, 10, 14, 23, 18, 8, 10, 13, 15, 6, 16, 8, 19, 11, 13, 4, 3, 9, 7, 5, 9, 7, 8, 7, 4, 6, 11, 10, 13, 6, 8, 6, 5, 3, 5, 7, 5, 7, 6, 7, 3, 6, 2, 3, 7, 3, 5, 1, 1, 2, 0, 0, 1, 1, 0, 0, 0, 0, 0)
