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


def fit_and_report(x, y, group, names, shipped, extra=()) -> None:
    """Fit on four fifths of the games (by game number ``group``), then print each
    weight beside the shipped one and, on the held-out fifth, the log-loss and accuracy
    of the fitted weights, the shipped ones and each ``extra`` (label, a judgement per row)."""
    train = group % 5 != 0
    w = fit(x[train], y[train])
    for name, fitted, now in zip(names, w, shipped):
        print(f"{name:12} fitted {fitted:+.3f}  shipped {now:+.3f}")
    held = ~train
    judged = [("fitted", x[held] @ w), ("shipped", x[held] @ shipped)] + [(label, j[held]) for label, j in extra]
    for label, logit in judged:
        loss, accuracy = quality(logit, y[held])
        print(f"held out, {label}: log-loss {loss:.3f}, accuracy {100 * accuracy:.1f} %")
