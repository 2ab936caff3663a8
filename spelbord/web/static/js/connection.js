// A WebSocket to one table that reconnects by itself.
//
// Each time the socket opens, `onOpen` runs (the table page sends "hello" there,
// so after a lost connection the server sends the full view again).

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 5000;
/** The server's close code for a table that does not exist: trying again cannot help. */
const NO_SUCH_TABLE = 4404;

export class Connection {
  constructor(url, { onOpen, onMessage, onStatus }) {
    this.url = url;
    this.onOpen = onOpen;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.delay = FIRST_DELAY_MS;
    this.socket = null;
  }

  connect() {
    this.onStatus("connecting");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.delay = FIRST_DELAY_MS;
      this.onStatus("open");
      this.onOpen();
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;  // the server only sends JSON; anything else is not ours to read
      }
      this.onMessage(message);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      if (event.code === NO_SUCH_TABLE) {
        this.onStatus("gone");
        return;
      }
      this.onStatus("closed");
      setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, LONGEST_DELAY_MS);
    });
  }

  /** Send a message; false when the connection is down (the caller says so). */
  send(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }
}

/** The WebSocket address of table `tableId` on this server. */
export function tableSocketUrl(tableId) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws/tables/${encodeURIComponent(tableId)}`;
}
