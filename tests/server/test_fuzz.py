"""The protocol's fuzz target (spelbord/server/fuzz.py), a small sample per game.

``SPELBORD_FUZZ_INPUTS`` sets the inputs per game (default 100, which CI runs);
``python -m spelbord.server.fuzz --inputs 100000`` is the long run."""
import os

import pytest

from spelbord.engine import registry
from spelbord.server import fuzz
from tests.running import in_thread

pytestmark = [pytest.mark.fuzz, pytest.mark.timeout(120)]

INPUTS = int(os.environ.get("SPELBORD_FUZZ_INPUTS", "100"))


@pytest.mark.parametrize("game", registry.games())
def test_every_input_gets_a_clear_error_or_a_legal_effect(game):
    target = in_thread(fuzz.run, game, INPUTS, seed=0)
    assert target.inputs >= INPUTS
    assert target.refused > 0  # the sample reaches the refusals it is there to check


def test_the_fuzz_target_catches_a_refusal_that_changes_the_table(monkeypatch):
    """The check can fail: a handler that stores an action and then refuses is caught."""
    from spelbord.server import hub as hub_module

    real_act = hub_module.Hub.act

    async def act_then_refuse(self, table, seat, action_json, seen=None):
        await real_act(self, table, seat, action_json, seen)
        raise fuzz.Refused("refused after all")
    monkeypatch.setattr(hub_module.Hub, "act", act_then_refuse)
    with pytest.raises(AssertionError, match="a refused input changed the table"):
        in_thread(fuzz.run, "spionage", 300, seed=0)
