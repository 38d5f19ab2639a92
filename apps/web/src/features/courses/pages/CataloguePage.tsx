export default function CataloguePage() {
  return null;
}
export const PreviewCataloguePage = CataloguePage;
