"""Keyboard focus survives updates: a chat line, a player coming or going, redraws nothing
that did not change, and a move keeps the focus among the choices."""
import pytest

from .clicks import create_table

pytestmark = pytest.mark.browser

FOCUSED = "() => [document.activeElement.tagName, document.activeElement.getAttribute('data-action')]"


def chat_from(page, text: str) -> None:
    page.fill("#chat-text", text)
    page.press("#chat-text", "Enter")


def test_the_focus_stays_where_it_was_when_a_chat_line_comes(browser_page, server):
    ada = browser_page
    create_table(ada, server, "quo-vadis", 3, ["human", "human", "heuristic"], names=["Ada", "Bo"],
                 options={"start_player": 0})
    links = [ada.locator("#created-links li").nth(n).locator("input").input_value() for n in (0, 1)]
    bo = ada.context.new_page()
    ada.goto(links[0])
    bo.goto(links[1])
    ada.wait_for_selector("#actions button:not([disabled])")
    bo.wait_for_selector("#board svg")

    # a choice reached with the keyboard
    ada.locator("#actions button").nth(2).focus()
    before = ada.evaluate(FOCUSED)
    assert before[0] == "BUTTON" and before[1]
    chat_from(bo, "Ave!")
    ada.wait_for_function("() => document.querySelector('#chat').textContent.includes('Ave!')")
    assert ada.evaluate(FOCUSED) == before

    # a piece of the board reached with the keyboard
    ada.locator("#board .clickable").first.focus()
    before = ada.evaluate(FOCUSED)
    chat_from(bo, "Salve!")
    ada.wait_for_function("() => document.querySelector('#chat').textContent.includes('Salve!')")
    assert ada.evaluate(FOCUSED) == before

    # half a line typed in the chat box: it stays, with the focus
    ada.fill("#chat-text", "Vale")
    chat_from(bo, "Vale!")
    ada.wait_for_function("() => document.querySelector('#chat').textContent.includes('Vale!')")
    assert ada.evaluate("[document.activeElement.id, document.activeElement.value]") == ["chat-text", "Vale"]
    assert ada.locator("#chat li").all_inner_texts() == ["Bo: Ave!", "Bo: Salve!", "Bo: Vale!"]
