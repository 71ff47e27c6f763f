import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'Ashes of the Verdant Court',
  description:
    'In the kingdom of Caedmere, every noble child is bound at birth to a sapling in the royal Grove, and a tree’s health is proof of its bearer’s right to rule. Princess Sefa Aurell is nineteen, healthy and the sole heir to the throne, but her silver ash is dying, and the whole court is watching it happen. With only a gardener’s apprentice to trust, Sefa sets out to learn who is killing her tree, and what she is willing to lose to save it.',
  genres: ['Fantasy', 'Drama'],
  tags: ['Court Intrigue', 'Magic', 'Female Lead'],
  contentWarnings: ['violence'],
  contentRating: 'teen',
  status: 'published',
  author: 'ines',
  reviews: [
    {
      by: 'june',
      rating: 4,
      content:
        'A royal heir whose right to rule hangs on a dying tree is such a striking idea. Sefa is proud and frightened at once, and the Grove is gorgeously described.',
    },
    {
      by: 'owl',
      rating: 4,
      content:
        'Court intrigue with roots, literally. Oriel is the only person in the palace I trust, and I am not sure I trust her either. Waiting impatiently for chapter four.',
    },
  ],
  chapters: [
    {
      title: 'The Rootbinding',
      paragraphs: [
        'The Grove of Caedmere lay at the heart of the palace, under a dome of green glass so old that the panes had run and rippled like water, and on the morning of the rootbinding the whole court stood beneath it in silence, waiting to see whether the new child would take.',
        'Princess Sefa Aurell stood at the front, where the heir always stood, in a gown the color of new leaves. She held her hands folded in front of her and her face perfectly still. She had practiced the stillness for a year. She was very good at it now.',
        'The child was her cousin’s daughter, eleven days old, wrapped in white linen and sleeping through the whole solemn business with her fist in her mouth. Mother Hesk, the Keeper of the Grove, carried her to the place where a hole had been dug in the dark earth between two older trees. A sapling waited beside it, a little rowan no taller than the baby’s father, its roots bundled in damp moss.',
        'Mother Hesk pricked the baby’s heel with a thorn. The child woke and wailed, and the court let out its breath as one, because a crying child was a living child and that was always a good beginning. A single drop of blood fell onto the rowan’s roots. Mother Hesk lowered the sapling into the earth, spoke the old words, and pressed the soil down with her bare brown hands.',
        'For a long moment, nothing happened. Then, very slowly, the rowan’s leaves unfolded and turned, all together, toward the crying child, like faces turning toward a voice they knew.',
        'The court murmured with relief. The father wept openly. And Sefa, standing at the front in her gown the color of new leaves, did not let herself look to her left, where, on a low rise near the center of the Grove, her own tree stood.',
        'It was a silver ash, nineteen years old, planted on the day of her birth beside the great oaks of the kings and queens before her. In every portrait of her childhood it stood behind her, slender and bright, its bark pale as moonlight. It had been the finest young tree in the Grove. Visiting ambassadors had asked to see it.',
        'Now its leaves were grey. Not all of them, not yet. But the grey had begun at the topmost branches in the spring and had crept downward all summer, leaf by leaf, like frost that refused to melt. Below it, the grass was thin and yellow. Twice in the last month a whole bough had simply let go and fallen, in the night, with no wind at all.',
        'Sefa was not ill. She had been examined by every physician in the city. She slept well, rode well, fenced well, and had not so much as a cough. By every sign that mattered, she was strong. But in Caedmere, the tree was the sign that mattered most.',
        'She felt the court watching her. She had felt it all summer: the glances that went from her face to the ash and back again, the conversations that stopped when she entered a room. She knew what they whispered. That a tree does not die while its bearer thrives, unless the bond was never true. That perhaps the queen had been deceived in some way. That perhaps the heir was not the heir at all.',
        'And standing just behind her left shoulder, close enough that she could smell the cedar oil on his gloves, was her cousin Cassian, whose young oak stood three trees down from hers, broad and green and glossy and flourishing, with every leaf turned toward him like a sunflower.',
        '“A beautiful ceremony,” he murmured, for her ears alone. “I do love a new beginning. Don’t you, cousin?”',
        'Sefa did not turn. She kept her hands folded and her face still, and watched the little rowan lean toward the crying child, and thought, very clearly: someone is doing this. And I am going to find out who.',
      ],
    },
    {
      title: 'Blight',
      paragraphs: [
        'The gardener’s apprentice was called Oriel, and she was the only person in the palace who looked at Sefa’s tree without pity.',
        'Sefa found her there two nights after the rootbinding, kneeling in the thin yellow grass beneath the silver ash with a shaded lantern and a trowel, long after the Grove should have been empty. She was a few years younger than Sefa, small and sunburned, with soil under every fingernail and a smear of it across one cheek. When she saw who had come up behind her, she went white and scrambled to her feet so fast she knocked the lantern over.',
        '“Your Highness. I am sorry. I know I should not be here. Mother Hesk said the heir’s tree was not to be touched, but I only wanted to—”',
        '“Sit down,” said Sefa. She knelt herself, in the grass, in her nightgown and cloak, and set the lantern upright. “What were you doing?”',
        'Oriel hesitated. Then, slowly, she held out the trowel. On its blade was a small clod of earth from the roots of the ash, and in the lantern light Sefa saw that it glittered. Tiny white crystals, fine as frost, all through the dark soil.',
        '“Salt,” said Oriel quietly. “I tasted it. And something else, something bitter, that turns the roots green. Copper, I think. Mother Hesk uses a little copper against mildew, but never this much. Never in the roots.” She swallowed. “It is not blight, Highness. Blight comes from the leaves down. This is coming from the ground up. Somebody has been putting it there.”',
        'Sefa looked at the glittering clod of earth for a long time. She had known. Some part of her had known since the first grey leaf. But knowing it and holding it in her hand were different things, and for a moment she could not speak.',
        '“How long?” she said at last.',
        '“Months. A little at a time. Every few nights, maybe, watered in so it would not show.” Oriel looked up at the tree, at the grey creeping down through the silver. “Whoever it is, they are patient.”',
        '“And they have access to the Grove at night.” Sefa sat back on her heels. “Which means the guards. Or the keepers. Or someone the guards would not think to stop.”',
        'Someone like a prince, she thought, and did not say.',
        '“Highness,” said Oriel. She was twisting the hem of her apron in her hands. “If you tell the council about this, they will say you put the salt there yourself. To blame someone else. That is what they will say. I have heard how they talk.”',
        'Sefa almost laughed. The girl was right, of course. She knew the council better than most of the council did. “Then we will need more than a clod of earth,” she said. “We will need to see who comes.”',
        'They watched for six nights, taking turns, hidden in the ivy at the foot of the old queen’s oak where the shadow was deepest. They saw foxes, and a hedgehog, and once Mother Hesk, walking slowly among the trees with her hand resting on each trunk in turn, like a mother checking on sleeping children. They saw no one else.',
        'On the seventh night, a little after the bells had struck two, the side door of the Grove opened, and a figure in a dark cloak came in carrying a watering can.',
        'It was not Cassian. Sefa knew that before the figure had taken three steps. She knew the walk, the slight stoop, the careful, measured way of placing each foot. She had watched it cross council chambers and banqueting halls her whole life.',
        'It was Lord Veyne, the Chancellor of Caedmere. Her mother’s oldest friend. The man who had carried Sefa on his shoulders through this very Grove when she was four years old, and told her the names of every tree.',
      ],
    },
    {
      title: 'The Gardener’s Oath',
      paragraphs: [
        'She did not go to the council. Oriel had been right: without proof they would never believe her, and a watering can full of salt water proved nothing unless the soil could be shown to match. The soil lay beneath her tree. And by the oldest law of Caedmere, the heir’s tree could be uprooted by only one person, and only for one reason.',
        '“If you lift it,” said Mother Hesk, very quietly, “you renounce the claim. That is the law. The tree is the claim, and the claim is the tree. Lift one and you give up the other. Forever.”',
        'They were standing in the Grove in the grey hour before dawn, the three of them: the princess, the apprentice and the old Keeper with her lined face and her bare brown hands. Sefa had told Mother Hesk everything. The old woman had listened without interrupting, and at the end she had walked to the silver ash and laid her palm flat against its trunk and stood there a long time with her eyes closed.',
        '“It is dying,” she said at last. “Another month, maybe two. Then it will not matter what the law says.”',
        '“And if I lift it now? If we move it to clean soil?”',
        '“Then it might live.” Mother Hesk opened her eyes. “But you will not be queen.”',
        'Sefa looked up at the tree. Silver and grey, the way it had been all summer, half of it still reaching for the light. She thought of the portraits of her childhood. She thought of the court, watching. She thought of Lord Veyne, carrying her on his shoulders, telling her the names of the trees.',
        'She had spent a year learning to be still. She had thought, all that time, that stillness was what a queen needed. She understood now that it was only what the court wanted from her. Stillness was how you stood and watched your own roots being poisoned and said nothing.',
        '“A queen is not a tree,” she said. “Lift it.”',
        'They lifted it together, as the sun came up. It took hours. Oriel dug, and Mother Hesk directed, and Sefa worked beside them in an old gardening smock with her sleeves rolled up and mud to her elbows, and by mid-morning the whole court had gathered at the edges of the Grove to watch, in appalled and fascinated silence, as the heir to the throne of Caedmere dug up her own right to rule with her bare hands.',
        'When the roots came free at last, the soil clinging to them glittered white in the sunlight. Everyone could see it. Everyone could see the green stain of copper on the pale root bark. Nobody needed to be told what it meant.',
        'Sefa did not accuse anyone. She did not need to. She simply stood beside the uprooted tree with her muddy hands at her sides and looked across the Grove at Lord Veyne, who stood among the council with his face gone the color of ash, and she held his eyes until he looked away. Then she turned her back on him and helped carry the silver ash to a bed of fresh earth Oriel had prepared by the eastern wall, where the light came in first every morning.',
        'The council sat for nine days. Lord Veyne was removed from office and sent to a cold estate in the northern hills, where, it was said, nothing much grew. There was a great deal of argument about the succession. Cassian, to everyone’s surprise and perhaps his own, stood up in the council chamber and said that he would not accept a claim that had been won with salt.',
        'On the tenth morning, Sefa went down to the eastern wall at first light. Oriel was already there, kneeling in the grass with her trowel. Neither of them spoke. They did not need to.',
        'At the very tip of the lowest branch of the silver ash, small and furled and impossibly bright against the grey, a single new leaf had opened, and it was turned, like a face, toward Sefa.',
      ],
    },
  ],
};
