"""Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

One tree from the searching seat's point of view (SO-ISMCTS). Every iteration
re-deals what the seat cannot see (``state.determinize(seat, seed)``) and walks
the tree along the actions legal in that guess; an action's statistics count how
often it was *available* as well as chosen (the paper's availability counts), so
actions that exist only in some guesses are judged fairly.

* Secret simultaneous steps are searched decoupled: each seat picks from its own
  statistics at the step's node, keyed by its own picks so far only, so no seat
  (the searching one included) chooses knowing another's secret pick; the tree
  goes on below the step under the joint picks once they are all revealed.
* Several players: every seat gets its own reward, its placing (1 for first,
  0 for last), and each node is judged by the reward of the seat acting there.
* The others' moves are searched like the seat's own (``opponents="search"``), or
  modelled (``"heuristic"``): in every determinization each other seat plays what
  the game's rollout policy (below) would play there (a share ``epsilon`` at random),
  its secret picks already made included (re-chosen by ``determinize``'s chooser
  instead of uniformly), so the search answers how such players play. ``"auto"``
  models them with more than two seats, where a few thousand simulations spread
  over every opponent's node judge their moves too roughly to be a good guess;
  ``"two-player"`` models the opponent of a two-player game only. By default a
  game's ``OPPONENTS`` (in its module ``evaluate``) decides, else "search".
* Simulations stop after ``depth`` actions (then at the next position the game's
  ``SETTLED`` accepts, if it has one) and are scored by the game's
  ``evaluate(state, seat)`` (the module ``evaluate`` of the game's package).
  Rollouts follow the game's heuristic bot (or the quicker ``PLAYOUT`` policy of
  its ``evaluate`` module), with a random legal action in a share ``epsilon`` of
  the moves; in the tree that policy's choice at a node is tried first and
  favoured by a bonus ``bias / (visits + 1)`` (progressive bias).
* A game's ``PRUNE`` leaves out of the tree (and of the bot's choice) the actions
  that only lead back to the position before, e.g. a step opened and closed with
  nothing done: searched, that line is the same position looked at twice, and the
  best of its children's noisy means makes it a favourite the bot may play forever.
* Where the game's ``STALLED`` says the players stand off (each repeating a move
  that changes nothing while waiting for another's), the bot plays one of its two
  most visited actions, drawn evenly: searches that model each other as other
  players than they are can each wait for ever, and a game whose end needs a move
  would never end. Mixing breaks the stand-off within a few rounds.
* Anchored (``anchor``, a margin; by default the game's ``ANCHOR``, else, with
  more than two seats and the others searched, ``multi_anchor``: by default the
  game's ``MULTI_ANCHOR`` (``UNANCHORED``: none), which holds where the others are
  modelled too, else :data:`MULTI_ANCHOR`): the bot plays
  the game's heuristic bot's move (tried first and favoured at the root, a secret
  pick included) unless the search's choice, the most visited action, has a mean
  reward above that move's by more than the margin: the search overrules the
  heuristic only where it is confident.
* With more than two seats, the others' moves searched in the tree widen
  progressively (``widening``): at first only the heuristic's move (the node's
  hint), one more action each time the node's visits reach ``widening * k**2``.
  A deep node, seldom visited, so plays the others as heuristic players would
  rather than as the search's noisy guess of their best reply.

The bot only ever touches the state it is given through ``determinize`` and the
public ``actors``/``legal_actions`` of its own seat, so it reads nothing its seat
may not know. With a budget in simulations it is reproducible: the same seed and
the same information give the same move. A budget in seconds (``seconds``)
stops the search by the clock, so the move depends on the machine's speed.
"""
from __future__ import annotations

import math
import random
import time

from .evaluation import (SETTLE_LIMIT, UNANCHORED, anchor_margin, evaluator, multi_anchor_margin, playout_policy,
                         pruning, rewards, settled_test, stall_test)


#: how the other seats' moves are chosen in the search (see the module's docstring)
OPPONENTS = ("search", "heuristic", "auto", "two-player")
#: with more than two seats: the anchor's margin where the game sets none (below
#: it the placings' mean rewards of moves are near ties, e.g. Cosmic Encounter's challenge cards)
MULTI_ANCHOR = 0.03
#: with more than two seats: visits of a node per widening of the others' moves there
WIDENING = 30


class _Node:
    """Statistics of one position in the tree.

    ``edges`` maps (seat, action) to ``[visits, reward sum, availability, child]``;
    ``blind`` holds a secret step's decoupled statistics, by (seat, own picks).
    """

    __slots__ = ("edges", "blind", "hint", "visits")

    def __init__(self):
        self.edges = {}
        self.blind = None
        self.hint = None  # (seat, action): the heuristic bot's choice here, favoured while few visits
        self.visits = 0  # walks through the node (counted where the others' moves widen)


class ISMCTS:
    """A searching bot for any game; see the module's docstring."""

    reads_state = True

    def __init__(self, game, seed: int = 0, simulations: int | None = 1000, seconds: float | None = None,
                 depth: int | None = None, epsilon: float | None = None, exploration: float = 0.7,
                 bias: float = 2.0, rollout=None, opponents: str | None = None, anchor: float | None = None,
                 multi_anchor: float | str | None = "game", widening: float | None = WIDENING):
        self.game = game
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.seconds = seconds
        judge = evaluator(game)
        if judge is None:
            raise ValueError(f"{game.name} has no evaluation (a module evaluate in its package): no search bot")
        self.evaluate, default_depth, default_epsilon, default_opponents = judge
        self.depth = default_depth if depth is None else depth
        self.epsilon = epsilon if epsilon is not None else default_epsilon if default_epsilon is not None else 0.2
        self.exploration = exploration
        self.bias = bias
        self.settled = settled_test(game)
        self.prune = pruning(game)
        self.stalled = stall_test(game)
        opponents = opponents or default_opponents or "search"
        if opponents not in OPPONENTS:
            raise ValueError(f"opponents is one of {', '.join(OPPONENTS)}, not {opponents!r}")
        self.opponents = opponents
        policy = playout_policy(game)
        self.rollout = rollout if rollout is not None else (policy(seed) if policy else None)
        if opponents in ("heuristic", "two-player") and self.rollout is None:
            raise ValueError(f"{game.name} has no heuristic bot to model the opponents with")
        self.anchor = anchor if anchor is not None else anchor_margin(game)
        heuristic = game.bots.get("heuristic")
        if self.anchor is not None and heuristic is None:
            raise ValueError(f"{game.name} has no heuristic bot to anchor the search to")
        game_margin = multi_anchor_margin(game)
        if multi_anchor == "game":  # the game's own margin, else the search's
            multi_anchor = MULTI_ANCHOR if game_margin is None else None if game_margin == UNANCHORED else game_margin
        self.multi_anchor = multi_anchor if heuristic is not None else None
        #: the multi-player anchor holds where the others are modelled too (the game's ``MULTI_ANCHOR``)
        self.anchor_modelled = game_margin is not None
        self.anchor_bot = heuristic(seed) if self.anchor is not None or self.multi_anchor is not None else None
        self.widening = widening
        #: iterations run by the last call of :meth:`choose`
        self.iterations = 0
        #: the chosen action's mean reward in the last call of :meth:`choose` (None: no search)
        self.last_value = None

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        self.last_value = None
        if len(legal) == 1:
            return legal[0]
        root = _Node()
        margin = self._margin(state)
        if margin is not None:  # the heuristic's move, on a re-deal as the search reads the state
            guessed = state.determinize(seat, self.rng.getrandbits(63))
            hint = self.anchor_bot.choose(guessed, seat)
            if hint in self._searched(guessed, seat, guessed.legal_actions(seat)):
                root.hint = (seat, hint)
            else:  # a move the game's PRUNE leaves out is never played, the heuristic's either
                margin = None
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        modelled = self._models_others(state.players)
        guess = {"chooser": self._model_move} if modelled else {}
        widen = not modelled and state.players > 2 and self.widening is not None
        count, stalled = 0, False
        while ((self.simulations is None or count < self.simulations)
               and (deadline is None or time.perf_counter() < deadline)):
            guessed = state.determinize(seat, self.rng.getrandbits(63), **guess)
            if count == 0 and self.stalled is not None:  # read from what the seat may know
                stalled = self.stalled(guessed)
            self._iterate(guessed, root, seat, modelled, widen)
            count += 1
        self.iterations = count
        stats = self._root_stats(state, root, seat)
        best = max(legal, key=lambda a: (stats[a][0], stats[a][1]) if a in stats else (-1, 0.0))
        if margin is not None:
            best = self._overrule(root.hint[1], best, stats, margin)
        if stalled:
            best = self._mixed(best, stats)
        if stats.get(best, (0,))[0]:
            self.last_value = stats[best][1] / stats[best][0]
        return best

    def _margin(self, state):
        """The anchor's margin in ``state`` (``None``: not anchored). The game's own
        anchor was only ever used outside secret steps; with more than two seats,
        where near ties between placings make the search's choice noisy, the
        multi-player margin holds at secret picks too, where the others are searched
        (a search modelling them already plays to its model of them), or modelled
        where the game sets a ``MULTI_ANCHOR`` (then a ``multi_anchor`` asked for holds
        there too)."""
        if self.anchor is not None:
            return self.anchor if state.secret is None or state.players > 2 else None
        if state.players > 2 and (self.anchor_modelled or not self._models_others(state.players)):
            return self.multi_anchor
        return None

    def _overrule(self, anchor, best, stats, margin):
        """``best`` if the search is confident it beats the heuristic's ``anchor`` by
        ``margin``, else ``anchor``."""
        mine, theirs = stats.get(best), stats.get(anchor)
        if best == anchor or not theirs or not theirs[0]:
            return anchor  # the same move, or the clock stopped the search before it was tried
        return best if mine[1] / mine[0] > theirs[1] / theirs[0] + margin else anchor

    def _mixed(self, best, stats):
        """In a stand-off: ``best`` or the most visited other action, drawn evenly."""
        others = [action for action in stats if action != best and stats[action][0]]
        if not others:
            return best
        second = max(others, key=lambda a: (stats[a][0], stats[a][1]))
        return best if self.rng.random() < 0.5 else second

    @staticmethod
    def _root_stats(state, root, seat) -> dict:
        if state.secret is not None:
            key = (seat, tuple(state.secret.picks[seat]))
            return {action: edge for (_, action), edge in (root.blind or {}).get(key, {}).items()}
        return {action: edge for (s, action), edge in root.edges.items() if s == seat}

    def _models_others(self, players: int) -> bool:
        mode = self.opponents
        return mode == "heuristic" or (mode == "auto" and players > 2) or (mode == "two-player" and players == 2)

    # ----- one iteration ---------------------------------------------------------
    def _iterate(self, state, root, seat, modelled=False, widen=False) -> None:
        path = []  # (edge, seat) pairs to credit
        node = root
        grown = False
        while not grown:
            actors = state.actors()
            if not actors:
                break
            step = state.secret
            if step is not None:
                node, grown = self._secret_step(state, node, step, path, seat if modelled else None,
                                                seat if node is root else None)
                continue
            mover = seat if node is root else actors[0]
            if modelled and mover != seat:
                edge, grown = self._follow(node.edges, mover, self._model_move(state, mover))
                state.apply(mover, edge[4])
            else:
                legal = self._searched(state, mover, state.legal_actions(mover))
                if node.hint is None and self.rollout is not None and len(legal) > 1:
                    node.hint = (mover, self.rollout.choose(state, mover))
                if widen and mover != seat and node.hint is not None and node.hint[0] == mover:
                    legal = self._widened(state, node, legal, mover)
                edge, grown = self._select(node.edges, legal, mover, node.hint)
                state.apply(mover, edge[4])
                path.append((edge, mover))
            if edge[3] is None:
                edge[3] = _Node()
            node = edge[3]
        self._rollout(state)
        values = rewards(state, self.evaluate, seat if modelled else None)
        for edge, mover in path:
            edge[0] += 1
            edge[1] += values[mover]

    def _secret_step(self, state, node, step, path, only=None, anchored=None):
        """Play a whole secret step, each seat blind to the others' picks (only
        seat ``only`` searched, when given: the others are modelled). At the root
        the searching seat ``anchored`` is guided by the anchor's hint, if any."""
        if node.blind is None:
            node.blind = {}
        while state.secret is step:
            mover = state.actors()[0]
            if only is not None and mover != only:
                state.apply(mover, self._model_move(state, mover))
                continue
            stats = node.blind.setdefault((mover, tuple(step.picks[mover])), {})
            hint = None
            if mover == anchored:  # the pick the bot is choosing now
                hint, anchored = node.hint, None
            edge, _ = self._select(stats, self._searched(state, mover, state.legal_actions(mover)), mover, hint)
            state.apply(mover, edge[4])
            path.append((edge, mover))
        key = tuple((s, tuple(step.picks[s])) for s in sorted(step.seats))
        child = node.edges.get(key)
        if child is None:
            child = node.edges[key] = [0, 0.0, 0, _Node(), key]
            return child[3], True
        return child[3], False

    def _searched(self, state, mover, legal):
        """The legal actions the search considers: the game's ``PRUNE`` leaves out
        those that only lead back to the position before (see :mod:`.evaluation`)."""
        return legal if self.prune is None else self.prune(state, mover, legal)

    def _widened(self, state, node, legal, mover):
        """The actions another seat may take at ``node``: those tried so far, and all
        (the hint first among the untried) once the node's visits allow one more."""
        node.visits += 1
        allowed = 1 + math.isqrt(int((node.visits - 1) / self.widening))
        tried = [action for action in legal if (mover, action) in node.edges]
        if not tried and node.hint[1] not in legal:  # the hint came from another re-deal
            return [self.rollout.choose(state, mover)]
        return tried if len(tried) >= allowed else legal

    @staticmethod
    def _follow(edges, mover, action):
        """The edge of a modelled move (made if new): its statistics go unused,
        it only leads to the node below."""
        edge = edges.get((mover, action))
        if edge is None:
            edge = edges[(mover, action)] = [0, 0.0, 0, None, action]
            return edge, True
        return edge, False

    def _select(self, edges, legal, mover, hint=None):
        """The edge to follow: an untried action first (the heuristic's choice
        before the others), else the best by UCB, the heuristic's choice with a
        bonus that fades as the visits grow (progressive bias). ``edges`` maps
        (mover, action) to an edge; in a secret step they are the mover's own,
        kept apart by its picks so far, and no hint is given."""
        untried = []
        for action in legal:
            edge = edges.get((mover, action))
            if edge is None:
                untried.append(action)
            else:
                edge[2] += 1
        if untried:
            if hint is not None and hint[0] == mover and hint[1] in untried:
                action = hint[1]
            else:
                action = untried[0] if len(untried) == 1 else self.rng.choice(untried)
            edge = edges[(mover, action)] = [0, 0.0, 1, None, action]
            return edge, True
        favoured = edges.get(hint) if hint is not None and hint[0] == mover else None
        return self._best((edges[(mover, a)] for a in legal), favoured), False

    def _best(self, edges, favoured=None):
        c, bias = self.exploration, self.bias
        best, best_score = None, -math.inf
        for edge in edges:
            visits = edge[0]
            score = math.inf if visits == 0 else edge[1] / visits + c * math.sqrt(math.log(edge[2]) / visits)
            if edge is favoured:
                score += bias / (visits + 1)
            if score > best_score:
                best, best_score = edge, score
        return best

    def _model_move(self, state, mover):
        """What the rollouts (and modelled opponents) play: the heuristic bot's
        move, a random legal one in a share ``epsilon``."""
        legal = state.legal_actions(mover)
        if len(legal) == 1:
            return legal[0]
        if self.rollout is None or self.rng.random() < self.epsilon:
            return self.rng.choice(legal)
        return self.rollout.choose(state, mover)

    def _rollout(self, state) -> None:
        for step in range(self.depth + (SETTLE_LIMIT if self.settled else 0)):
            actors = state.actors()
            if not actors or (step >= self.depth and self.settled(state)):
                return
            mover = actors[0]
            state.apply(mover, self._model_move(state, mover))

    def advise(self, state, seat: int):
        """``(action, chance)``: the action :meth:`choose` picks for ``seat`` and its
        root edge's mean reward, an estimate in [0, 1] of the chance to win (with
        more than two seats, of the share of the others ``seat`` will place above);
        ``None`` when the move is forced and nothing was searched."""
        action = self.choose(state, seat)
        return action, self.last_value
