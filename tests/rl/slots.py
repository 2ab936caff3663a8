"""Reading an encoded observation by field name, for the encoders' tests."""
import numpy as np


def slot(enc, code, name, index=0):
    """The number at ``index`` of field ``name``."""
    return code[enc.offset[name] + index]


def ones(enc, code, name):
    """The indices within field ``name`` that are not zero."""
    return list(np.flatnonzero(enc.part(code, name)))
