import { WhyUseGuide } from "@placar/ui/components/why-use-guide";
import whyUseGuideContent from "@placar/ui/components/why-use-guide.content";

/** The home's 'why use Placar' guide with its copy: one lazily loaded chunk in the browser (see home-columns.tsx). */
export default function HomeGuideChunk() {
  return <WhyUseGuide {...whyUseGuideContent} />;
}
