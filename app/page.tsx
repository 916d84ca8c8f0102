export default function Home() {
  return <h1>hi</h1>;
}
