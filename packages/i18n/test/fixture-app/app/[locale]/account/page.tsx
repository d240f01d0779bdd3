export default function Account() {
  return <p>account</p>;
}
