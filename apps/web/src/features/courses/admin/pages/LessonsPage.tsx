export default function LessonsPage() {
  return null;
}
