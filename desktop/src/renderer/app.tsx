/** The studio's root component (placeholder until the screens land). */
export function App() {
  return (
    <main>
      <h1>Inkshelf Studio</h1>
    </main>
  );
}
