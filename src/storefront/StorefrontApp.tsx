export function StorefrontApp() {
  return <div>RigRest</div>;
}
