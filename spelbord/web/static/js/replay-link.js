// The table page's link to the replay of its game (shown with the result, once it is over).

const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const link = document.getElementById("replay-link");
if (link) link.href = `/replay/${encodeURIComponent(tableId)}`;
