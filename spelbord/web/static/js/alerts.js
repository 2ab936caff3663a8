// "Your move": the tab's title and icon say so, and, when the person asked for it, a short
// sound and a browser notification while the tab is hidden.
//
// Only a seat of this page that may act now counts (never a spectator, never another
// seat's move), so the signal tells nothing the page does not already show.

import { t } from "./i18n.js";

const ALERTS_KEY = "spelbord.alerts";

function icon(dot) {
  const mark = dot ? '<circle cx="24" cy="8" r="7" fill="#d9480f" stroke="#fff" stroke-width="2"/>' : "";
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
    + '<rect x="2" y="6" width="24" height="24" rx="4" fill="#1f5fa8"/>' + mark + "</svg>";
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The page's icon element, made on first use. */
function favicon() {
  let link = document.getElementById("favicon");
  if (!link) {
    link = document.createElement("link");
    link.id = "favicon";
    link.rel = "icon";
    document.head.append(link);
  }
  return link;
}

/** Is the sound and notification setting on (kept in this browser; off unless chosen)? */
export function alertsOn() {
  return localStorage.getItem(ALERTS_KEY) === "on";
}

/** Wire the setting's checkbox; turning it on asks the browser for leave to notify. */
export function alertsSwitch(box) {
  box.checked = alertsOn();
  box.addEventListener("change", () => {
    localStorage.setItem(ALERTS_KEY, box.checked ? "on" : "off");
    if (box.checked && "Notification" in window && Notification.permission === "default") {
      Notification.requestPermission().catch(() => {});
    }
  });
}

let wasMyMove = null;  // null until the first state: opening a page where it is your move alerts nobody

/** Show in the title and icon whether it is this page's move, and alert when it has just become so. */
export function signalMove(myMove, game, name) {
  document.title = myMove ? t("Your move · {game} · spelbord", { game }) : `${game} · spelbord`;
  const link = favicon();
  const state = myMove ? "your-move" : "waiting";
  if (link.dataset.state !== state) {
    link.dataset.state = state;
    link.href = icon(myMove);
  }
  const arrived = myMove && wasMyMove === false;
  wasMyMove = myMove;
  if (arrived && document.hidden && alertsOn()) {
    beep();
    notify(t("Your move · {game}", { game }), t("{name}, it is your move.", { name }));
  }
}

function beep() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 660;
    volume.gain.value = 0.15;
    tone.connect(volume).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.18);
    tone.onended = () => audio.close();
  } catch {
    // no sound where the browser allows none; the notification and the title remain
  }
}

function notify(title, body) {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  try {
    const note = new Notification(title, { body, tag: "spelbord-move" });
    note.onclick = () => { window.focus(); note.close(); };
  } catch {
    // some browsers allow notifications only from a service worker: the title still says it
  }
}
