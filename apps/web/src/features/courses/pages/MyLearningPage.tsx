export default function MyLearningPage() {
  return null;
}
export const PreviewMyLearningPage = MyLearningPage;
