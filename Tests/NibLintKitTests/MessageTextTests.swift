import Testing
@testable import NibLintKit

/// "Did you mean" suggestions: the one-pass search must pick what comparing every candidate in sorted
/// order picks.
struct MessageTextTests {
    /// The search as first written: every distinct candidate, in sorted order, compared in full.
    static func referenceNearest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, (name.count + 1) / 2)
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates).sorted() where candidate != name {
            let distance = fullDistance(Array(name.lowercased().utf8), Array(candidate.lowercased().utf8))
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The whole table, no early stop.
    static func fullDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
        }
        return table[a.count][b.count]
    }

    @Test func closeNamesAreSuggestedAndFarOnesAreNot() {
        #expect(MessageText.nearest(to: "titleLabel", in: ["subtitleLabel", "titelLabel", "imageView"]) == "titelLabel")
        #expect(MessageText.nearest(to: "titleLabel", in: ["imageView", "spinner"]) == nil)
        // Case is ignored; the name itself is never suggested.
        #expect(MessageText.nearest(to: "TitleLabel", in: ["titlelabel", "TitleLabel"]) == "titlelabel")
        // Equally close: the first in sorted order, whatever the order given.
        #expect(MessageText.nearest(to: "tapA:", in: ["tapC:", "tapB:"]) == "tapB:")
        #expect(MessageText.nearest(to: "tapA:", in: ["tapB:", "tapC:"]) == "tapB:")
        // A length difference beyond the limit is never close enough.
        #expect(MessageText.nearest(to: "ab", in: ["abcde"]) == nil)
        #expect(MessageText.nearest(to: "ab", in: ["abcd"]) == "abcd")
    }

    @Test func boundedDistanceIsExactWithinTheBoundAndOverItBeyond() {
        var scratch = MessageText.EditDistanceScratch()
        let kitten = Array("kitten".utf8), sitting = Array("sitting".utf8)
        #expect(MessageText.editDistance(kitten, sitting, atMost: 3, scratch: &scratch) == 3)
        #expect(MessageText.editDistance(kitten, sitting, atMost: 2, scratch: &scratch) == 3)
        #expect(MessageText.editDistance(kitten, sitting, atMost: 1, scratch: &scratch) == 2)
        #expect(MessageText.editDistance("kitten", "sitting") == 3)
        #expect(MessageText.editDistance("", "abc") == 3)
    }

    @Test func oneScanPicksWhatTheSortedFullComparisonPicks() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("aAbBcC:é_") // few letters, so that many candidates are close and tie
        func randomWord() -> String {
            String((0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for _ in 0..<400 {
            let name = randomWord()
            let candidates = (0..<Int.random(in: 0...12, using: &generator)).map { _ in randomWord() }
            #expect(MessageText.nearest(to: name, in: candidates) == Self.referenceNearest(to: name, in: candidates),
                    "name \(name), candidates \(candidates)")
            let (a, b) = (Array(name.utf8), Array(randomWord().utf8))
            let bound = Int.random(in: 0...6, using: &generator), full = Self.fullDistance(a, b)
            var scratch = MessageText.EditDistanceScratch()
            #expect(MessageText.editDistance(a, b, atMost: bound, scratch: &scratch) == (full <= bound ? full : bound + 1))
        }
    }
}
