// A server component: its words are formatted on the server, not sent.
export function ServerPart() {
  return <p>{'server.only'}</p>;
}
