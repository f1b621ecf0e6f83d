"""The match score's logistic regression (verifier.py) and its calibration on questions of
hidden topics (bound.py), written by `dualtrack train cache-verifier`; features in
`verifier.FEATURES` order. CALIBRATION_RIGHT / _WRONG: by language of the question asked,
nearest answers right and wrong by score, in bins of 0.005 from 0.6."""

COEFFICIENTS = (4.98285, 4.76341, 2.11133, 0.7758, -2.64641, -0.19512, 0.53526, 0.50633)
INTERCEPT = -5.35758
CALIBRATION_RIGHT = {
    'en': (8, 16, 10, 13, 12, 12, 9, 17, 17, 18, 14, 13, 16, 21, 20, 14, 13, 15, 10, 23, 16, 19, 11, 15, 20, 21, 18, 21, 26, 24, 23, 24, 25, 22, 21, 20, 21, 21, 26, 31, 29, 25, 37, 31, 35, 22, 35, 33, 30, 36, 33, 21, 33, 34, 41, 45, 45, 42, 49, 46, 54, 57, 58, 69, 69, 75, 68, 66, 70, 83, 92, 114, 116, 110, 113, 90, 61, 60, 21, 1, 0),
}
CALIBRATION_WRONG = {
    'en': (7, 6, 7, 4, 6, 8, 6, 7, 7, 5, 4, 7, 4, 7, 7, 6, 10, 6, 6, 3, 5, 8, 5, 4, 6, 5, 7, 6, 8, 2, 16, 9, 8, 7, 2, 6, 3, 7, 6, 4, 11, 7, 5, 5, 6, 5, 7, 7, 3, 3, 10, 5, 6, 4, 7, 5, 5, 4, 3, 1, 2, 6, 4, 3, 2, 3, 4, 3, 1, 6, 2, 4, 1, 1, 1, 2, 1, 2, 0, 0, 0),
}
