"""The logistic regression that fits the games' evaluation weights to who won
(bench/scarab_weights.py, bench/ce_weights.py): Newton's method with a little L2."""
from __future__ import annotations

import numpy as np


def fit(x, y, l2=1e-3):
    """Weights ``w`` such that ``1 / (1 + exp(-x @ w))`` foretells ``y`` (1 won, 0 lost)."""
    w = np.zeros(x.shape[1])
    for _ in range(30):
        p = 1 / (1 + np.exp(-x @ w))
        gradient = x.T @ (p - y) / len(y) + l2 * w
        hessian = (x.T * (p * (1 - p))) @ x / len(y) + l2 * np.eye(len(w))
        w -= np.linalg.solve(hessian, gradient)
    return w


def quality(logit, y):
    """(log-loss, share of winners foretold) of the judgements ``logit`` against ``y``."""
    p = np.clip(1 / (1 + np.exp(-logit)), 1e-9, 1 - 1e-9)
    return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)), np.mean((p > 0.5) == (y > 0.5))
