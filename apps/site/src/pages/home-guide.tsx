import { WhyUseGuide } from "@placar/ui/product/why-use-guide";
import whyUseGuideContent, { whyUseGuideContentFor } from "@placar/ui/product/why-use-guide.content";

/** The home's 'why use Placar' guide with its copy, naming the active houses (the seed's while they are not known). */
export function HomeGuide({ houseNames }: { houseNames?: readonly string[] }) {
  return <WhyUseGuide {...(houseNames ? whyUseGuideContentFor(houseNames) : whyUseGuideContent)} />;
}
