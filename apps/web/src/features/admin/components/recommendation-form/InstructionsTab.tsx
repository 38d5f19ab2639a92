import { useController } from "react-hook-form";
import type { RecommendationValues } from "../../recommendation-form.ts";
import { StepEditor } from "../StepEditor.tsx";
import { StepPreview } from "../StepPreview.tsx";
import { useErrorsUnder } from "./fields.tsx";

/** The instruction steps beside their preview. */
export function InstructionsTab() {
  const { field } = useController<RecommendationValues, "detailedInstructions">({
    name: "detailedInstructions",
  });
  const errors = useErrorsUnder("detailedInstructions.");
  return (
    <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
      <StepEditor steps={field.value} onChange={field.onChange} errors={errors} />
      <StepPreview steps={field.value} />
    </div>
  );
}
