"""spelbord for learning agents: PettingZoo, Gymnasium and OpenSpiel adapters.

Install the extra first: ``pip install -e '.[rl]'``. The adapters share two things:

- the engine's fixed action space per game and player count
  (``game.num_actions(players)``, ``game.action_index``, ``game.legal_mask``), and
- each game's observation encoder (:mod:`spelbord.rl.observation`), which turns the
  view of one seat, never the true state, into a fixed-size vector.

docs/rl.md documents both, per game.
"""
