import { cva } from "class-variance-authority";

/** The tab list's and a tab's classes (tabs.tsx), apart so that tabs drawn as links need not load the tabs. */
export const tabsListVariants = cva("inline-flex w-fit items-center text-muted-foreground", {
  variants: {
    variant: {
      segmented: "h-11 gap-1 rounded-lg bg-muted p-1",
      line: "h-11 gap-4 border-b border-border",
    },
  },
  defaultVariants: { variant: "segmented" },
});

export const tabsTriggerVariants = cva([
  "group/tab inline-flex h-full min-w-0 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap text-sm font-medium sm:gap-2",
  "transition-colors outline-none",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  "disabled:pointer-events-none disabled:opacity-50",
  "hover:text-foreground",
  // segmented: filled pill for the active tab
  "group-data-[variant=segmented]/tabs-list:rounded-md group-data-[variant=segmented]/tabs-list:px-2 sm:group-data-[variant=segmented]/tabs-list:px-3",
  "group-data-[variant=segmented]/tabs-list:data-[state=active]:bg-primary group-data-[variant=segmented]/tabs-list:data-[state=active]:text-primary-foreground",
  // line: underline for the active tab
  "group-data-[variant=line]/tabs-list:-mb-px group-data-[variant=line]/tabs-list:border-b-2 group-data-[variant=line]/tabs-list:border-transparent group-data-[variant=line]/tabs-list:px-1",
  "group-data-[variant=line]/tabs-list:data-[state=active]:border-primary group-data-[variant=line]/tabs-list:data-[state=active]:text-foreground",
]);
