// No directive: loaded by a client module, so it runs in the browser. Reads a failure's
// `messageId`, so it gets the run-time ids.
export function Drawer({ failure }: { failure?: { messageId: string } }) {
  return <p>{failure?.messageId ?? 'drawer.total'}</p>;
}
