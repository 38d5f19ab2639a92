export default function ModulesPage() {
  return null;
}
