// The home page: a kit leaf by name through its barrel, and a server part.
import { Rail } from '@fixture/kit';
import { ServerPart } from '../../components/ServerPart';

export default function Home() {
  return (
    <>
      <ServerPart />
      <Rail />
    </>
  );
}
