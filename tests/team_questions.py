"""Moving a four-player table past the questions it puts to the human for his team.

With a partner at the table, the partner's answer that the rules give to him alone waits
for the human's choice (the director's ``pending_choice``), and the partner's own truco
call waits for the human's word (``pending_proposal``). Neither is the human's turn to act
(``human_in_charge`` is false, no button of the call bar but the question's is live), so a
test that waits for the human's turn at a table dealt at random must answer them, or it
waits forever on the deals where they come (tests/ui/test_ui_last_table.py failed so).
"""

from __future__ import annotations

from typing import Any


def team_question(director: Any) -> bool:
    """Whether the table waits for the human's word on his partner's answer or call."""
    return director.pending_choice is not None or director.pending_proposal is not None


def answer_team_question(director: Any) -> bool:
    """Answer a waiting question the plainest way (the partner refuses, where he may: an
    accepted falta envido can end the match at once; no to his truco call, so that he
    plays a card). Whether there was one."""
    choice = director.pending_choice
    if choice is not None:
        answers = list(choice[1])
        refusal = [a for a in answers if a.kind == "no_quiero"]
        assert director.choose_for_partner((refusal or answers)[0])
        return True
    if director.pending_proposal is not None:
        director.answer_proposal(False)
        return True
    return False
