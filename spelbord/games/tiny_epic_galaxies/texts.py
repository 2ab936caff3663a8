def describe_action(action, lang, state):
    return " ".join(map(str, action))
def describe_event(event, lang):
    return str(event)
def render(view, lang):
    from rich.pretty import Pretty
    return Pretty(view)
