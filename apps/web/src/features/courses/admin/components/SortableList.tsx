import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import clsx from "clsx";
import { type ReactNode, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type IconProps, Svg } from "../../../../components/Icon/icons.tsx";
import { movedOrder } from "./SortableOrder.ts";

const GripIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </Svg>
);

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** The list's accessible name ("Modules of Sleep foundations"). */
  label: string;
  /** What the drag handle and the announcements call an item. */
  titleOf: (item: T) => string;
  /** Called after a drop that changed the order, with every id in the new order. */
  onReorder: (ids: string[]) => void;
  /** The row's content; `handle` is its drag handle button, to place at its start. */
  children: (item: T, handle: ReactNode, index: number) => ReactNode;
}

/**
 * A list ordered by drag and drop with the mouse, touch (from the handle) or the keyboard:
 * Space or Enter on a handle lifts the item, the arrow keys move it, Space or Enter drops it and
 * Escape puts it back. Each step is announced with the item's title and position.
 */
export function SortableList<T extends { id: string }>({
  items,
  label,
  titleOf,
  onReorder,
  children,
}: SortableListProps<T>) {
  const { t } = useTranslation("courses");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  // Where the lifted item was last said to be: lifting it reports it over itself, not a move.
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const titleOfId = (id: UniqueIdentifier) => {
      const item = items.find((i) => i.id === id);
      return item ? titleOf(item) : "";
    };
    const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
    const total = ids.length;
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t("adminContent.sortable.pickedUp", {
          title: titleOfId(active.id),
          position: position(active.id),
          total,
        });
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined;
        lastOver.current = over?.id ?? null;
        return over
          ? t("adminContent.sortable.movedTo", {
              title: titleOfId(active.id),
              position: position(over.id),
              total,
            })
          : t("adminContent.sortable.outside", { title: titleOfId(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t("adminContent.sortable.dropped", {
              title: titleOfId(active.id),
              position: position(over.id),
              total,
            })
          : t("adminContent.sortable.droppedBack", { title: titleOfId(active.id) }),
      onDragCancel: ({ active }) =>
        t("adminContent.sortable.cancelled", { title: titleOfId(active.id) }),
    };
  }, [items, ids, titleOf, t]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(movedOrder(ids, String(active.id), String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("adminContent.sortable.instructions") },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} handleLabel={titleOf(item)}>
              {(handle) => children(item, handle, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  handleLabel,
  children,
}: {
  id: string;
  handleLabel: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation("courses");
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });

  const handle = (
    <button
      ref={setActivatorNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={t("adminContent.sortable.handle", { title: handleLabel })}
      title={t("adminContent.sortable.handleHint")}
      className={clsx(
        "inline-flex size-10 shrink-0 touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        isDragging ? "cursor-grabbing" : "cursor-grab",
      )}
    >
      <GripIcon className="size-5" />
    </button>
  );

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx(
        "relative rounded-xl border bg-white shadow-sm",
        isDragging ? "z-10 border-brand-400 shadow-lg ring-2 ring-brand-200" : "border-slate-200",
      )}
    >
      {children(handle)}
    </li>
  );
}
