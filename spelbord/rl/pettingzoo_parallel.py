"""PettingZoo's parallel API over a spelbord game: every agent sends an action each
step, and the actions of the seats that may act now are carried out.

A seat that may not act now has an all-zero ``action_mask`` and its action is not
read. Several seats act in one step during a secret simultaneous choice (each picks
from its own view) and in a response window open to several at once; their actions
are carried out in seat order, and an action the earlier ones made no longer
possible is dropped (that seat is asked again). ``max_cycles`` truncates every agent
after that many steps. Use the AEC env (:mod:`spelbord.rl.pettingzoo`) to learn
turn by turn; this one serves PettingZoo's parallel tools and ``max_cycles_test``.
"""
from __future__ import annotations

from pettingzoo import ParallelEnv

from .pettingzoo import Table


def parallel_env(game: str, players: int | None = None, options: dict | None = None,
                 render_mode: str | None = None, max_cycles: int | None = None,
                 illegal_action: str = "raise", lang: str = "en", info_view: bool = False) -> ParallelEnv:
    """The parallel env of ``game``; ``illegal_action`` "raise" or "random", and
    ``info_view``, as the AEC env's."""
    return raw_parallel_env(game, players, options, render_mode, max_cycles, illegal_action, lang, info_view)


class raw_parallel_env(Table, ParallelEnv):
    metadata = {"render_modes": ["human", "ansi"], "name": "spelbord_parallel_v0", "render_fps": 1}

    def __init__(self, *args):
        Table.__init__(self, *args)
        self.metadata = {**self.metadata, "name": f"spelbord_{self.game.name.replace('-', '_')}_parallel_v0"}
        self.agents = []

    def reset(self, seed: int | None = None, options: dict | None = None):
        """A new game dealt with ``seed``; ``options`` is not read (see the AEC env)."""
        self.new_game(seed)
        self.agents = self.possible_agents[:]
        self.cycles = 0
        return self._observe(), self._infos()

    def step(self, actions: dict):
        if not self.agents:
            raise RuntimeError("the game is over: call reset()")
        actors = self.state.actors()
        # every actor's action is checked before any is carried out
        chosen = {seat: self.chosen(seat, actions.get(self.possible_agents[seat])) for seat in actors}
        limited = False
        for seat in actors:
            if seat in self.state.actors() and chosen[seat] in self.state.legal_actions(seat):
                limited = self.apply(seat, chosen[seat]) or limited
        self.cycles += 1
        over = self.state.is_over()
        cut = self.max_cycles is not None and self.cycles >= self.max_cycles
        rewards = self.placing() if over else [0.0] * self.players
        observations, infos = self._observe(), self._infos()
        rewards = {a: rewards[self.seat_of[a]] for a in self.agents}
        terminations = {a: over and not limited for a in self.agents}
        truncations = {a: (over and limited) or (cut and not over) for a in self.agents}
        if over or cut:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos

    def _observe(self) -> dict:
        return {a: self.observation(self.seat_of[a]) for a in self.agents}

    def _infos(self) -> dict:
        return {a: self.info(self.seat_of[a]) for a in self.agents}

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def render(self):
        """The board of the first seat that may act now (else seat 0's)."""
        actors = self.state.actors() if self.state is not None else []
        return self.render_seat(actors[0] if actors else 0)

    def close(self) -> None:
        pass
