import Core
import GadgetBase
import Hardware

/// The article on the second tab: long enough to need scrolling on every display.
enum ArticleText {
    static let title = LocalizedString("Lakes of the North", ru: "Озёра Севера", uk: "Озера Півночі")
    static let paragraphs = [
        LocalizedString(
            "Far to the north, where the forest thins out into low hills, thousands of lakes lie between the rocks. "
                + "Most of them were cut by the ice that covered the land ten thousand years ago.",
            ru: "Далеко на севере, где лес редеет и переходит в невысокие холмы, среди скал лежат тысячи озёр. "
                + "Большинство из них прорезал лёд, покрывавший эту землю десять тысяч лет назад.",
            uk: "Далеко на півночі, де ліс рідшає й переходить у невисокі пагорби, серед скель лежать тисячі озер. "
                + "Більшість із них прорізав лід, що вкривав цю землю десять тисяч років тому."),
        LocalizedString(
            "In summer the sun barely sets. The water stays cold even in July, clear enough to see the stones "
                + "on the bottom several metres down, and the evenings last until morning.",
            ru: "Летом солнце почти не заходит. Вода остаётся холодной даже в июле, такой прозрачной, что камни "
                + "на дне видны на глубине нескольких метров, а вечер длится до утра.",
            uk: "Улітку сонце майже не заходить. Вода лишається холодною навіть у липні, такою прозорою, що каміння "
                + "на дні видно на глибині кількох метрів, а вечір триває до ранку."),
        LocalizedString(
            "In winter the lakes freeze so hard that roads are marked across them. Fishermen drill holes in the ice "
                + "and wait for hours, and the silence is broken only by the ice cracking as it settles.",
            ru: "Зимой озёра промерзают так, что по ним прокладывают дороги. Рыбаки сверлят лунки и часами ждут "
                + "клёва, а тишину нарушает лишь треск оседающего льда.",
            uk: "Узимку озера промерзають так, що ними прокладають дороги. Рибалки свердлять ополонки й годинами "
                + "чекають, а тишу порушує лише тріск льоду, що осідає."),
        LocalizedString(
            "Turn the board on its side to see this page laid out for landscape; turn it back for portrait.",
            ru: "Поверните плату набок, чтобы увидеть эту страницу в альбомной раскладке; верните обратно для книжной.",
            uk: "Поверніть плату набік, щоб побачити цю сторінку в альбомному компонуванні; поверніть назад для книжкового."),
    ]
}
